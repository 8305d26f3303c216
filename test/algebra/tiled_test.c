/* The helpers of the tiled algebra (Algebra.h): zip, with_shape,
 * upcast/downcast and make_fragment_like, with the fragments of NVIDIA's
 * traced tensorop_gemm and sgemm (CuTe DSL 4.4). */
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

#define A tuArena
#define L tuL
#define N tuN
#define T tuT

static CuteError e;

#define EXPECT_L(call, want)                                                   \
  do {                                                                         \
    CuteLayout r_ = {0};                                                       \
    memset(&e, 0, sizeof e);                                                   \
    CuteStatus st_ = (call);                                                   \
    tuExpectValue(__FILE__, __LINE__, #call, st_, cuteValueFromLayout(r_), &e, \
                  want);                                                       \
  } while (0)
#define EXPECT_ERR(call, op, quote)                                            \
  do {                                                                         \
    CuteLayout r_ = {0};                                                       \
    (void)r_;                                                                  \
    memset(&e, 0, sizeof e);                                                   \
    CuteStatus st_ = (call);                                                   \
    tuExpectError(__FILE__, __LINE__, #call, st_, &e, op, quote);              \
  } while (0)

/*===--- Reshaping helpers ------------------------------------------------===*/

static void testHelpers(void) {
  EXPECT_L(cuteZip(A, L("((2,3),(4,5)):((1,2),(6,24))"), &r_, &e),
           "((2,4),(3,5)):((1,6),(2,24))");
  EXPECT_L(cuteZip(A, L("((2,3,7),(4,5,1)):((1,2,6),(42,168,0))"), &r_, &e),
           "((2,4),(3,5),(7,1)):((1,42),(2,168),(6,0))");
  /* CuTe wraps a layout whose first mode is no tuple; a leaf stays. */
  EXPECT_L(cuteZip(A, L("(2,3):(1,2)"), &r_, &e), "((2,3)):((1,2))");
  EXPECT_L(cuteZip(A, L("8:1"), &r_, &e), "8:1");
  EXPECT_ERR(cuteZip(A, L("((2,3),(4,5,6)):((1,2),(6,24,120))"), &r_, &e),
             "zip", "((2,3),(4,5,6)):((1,2),(6,24,120))");
  EXPECT_L(cuteLayoutWithShape(A, L("32:1"), N("(4,8)"), &r_, &e),
           "(4,8):(1,4)");
  EXPECT_L(cuteLayoutWithShape(A, L("(8,4):(4,1)"), N("(2,16)"), &r_, &e),
           "(2,(4,4)):(4,(8,1))");
  EXPECT_ERR(cuteLayoutWithShape(A, L("8:1"), N("(0,2)"), &r_, &e),
             "with_shape: make_layout", "(0,2)");
  EXPECT_L(cuteUpcast(A, L("((4,8),128):((128,0),1)"), 16, &r_, &e),
           "((4,8),8):((8,0),1)");
  EXPECT_L(cuteUpcast(A, L("(32,(32,4)):(32,(1,1024))"), 16, &r_, &e),
           "(32,(2,4)):(2,(1,64))");
  EXPECT_L(cuteDowncast(A, L("(4,8):(1,4)"), 2, &r_, &e), "(8,8):(1,8)");
  EXPECT_ERR(cuteUpcast(A, L("4:1"), 0, &r_, &e), "upcast", NULL);
  /* make_fragment_like: [D] tensorop_gemm B (dynamic strides order after
   * the static ones), A, and sgemm A (stride-0 mode 0). */
  EXPECT_L(cuteMakeFragmentLike(A,
                                L("((2,2),((2,2),2),2):((?{div=8},1024),((?{"
                                  "div=16},?{div=32}),512),2048)"),
                                &r_, &e),
           "((2,2),((2,2),2),2):((1,2),((16,32),4),8)");
  EXPECT_L(cuteMakeFragmentLike(
               A, L("((2,2,2),(2,2),2):((64,8,1024),(32,512),2048)"), &r_, &e),
           "((2,2,2),(2,2),2):((1,2,4),(8,16),32)");
  EXPECT_L(cuteMakeFragmentLike(A, L("(1,(4,2),8):(0,(1,64),128)"), &r_, &e),
           "(1,(4,2),8):(0,(1,4),8)");
  EXPECT_L(cuteMakeFragmentLike(A, L("((2,4),3):((0,1),8)"), &r_, &e),
           "((2,4),3):((0,1),4)");
  /* Rank 1 or a dynamic shape: make_layout(shape). */
  EXPECT_L(cuteMakeFragmentLike(A, L("8:4"), &r_, &e), "8:1");
  EXPECT_L(cuteMakeFragmentLike(A, L("(4,?):(?,1)"), &r_, &e), "(4,?):(1,4)");
}

int main(void) {
  tuInit();
  testHelpers();
  return tuFinish("tiled_test");
}
