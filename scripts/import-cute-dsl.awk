# import-cute-dsl.awk: the program of import-cute-dsl.sh (read that file
# and docs/cute-dsl-import.md first). POSIX awk (mawk, gawk, busybox).
#
# Input: MLIR in generic form as the CuTe DSL traces it. Generic form is
# regular: one op per line; an op with regions opens them at the end of
# its line with `({` and closes them on a line of its own that starts with
# `})`, followed by its discardable attributes and signature. The whole
# file is read first (END), so a region's opener and closer are paired
# before anything is written.
#
# Variables set by the wrapper: fname (the name errors quote).

{ L[NR] = $0 }

END {
  n = NR; nerr = 0
  pair_regions()
  mark_host_functions()
  for (i = 1; i <= n; i++) {
    if (i in hostEnd) { drop_host(i); i = hostEnd[i]; continue }
    if (dropAlias[i]) continue
    line = L[i]
    if (is_comment(line)) { out[++nout] = line; continue }
    if (i in kernelEnd) { inKernel = kernelEnd[i]; line = kernel_opener(i) }
    else if (i in kernelCloser) line = kernel_closer(i)
    else line = rewrite_op(i, line)
    check_cuda(i, line)
    out[++nout] = line
  }
  if (nerr) exit 1
  for (i = 1; i <= nout; i++) print out[i]
}

function error(i, col, msg) {
  printf "%s:%d:%d: error: %s\n", fname, i, col, msg > "/dev/stderr"
  nerr++
}

# Pairs each line that opens regions (`... ({`) with the line that closes
# them (`}) ...`): regionEnd[opener] = closer.
function pair_regions(   i, sp, st, t) {
  sp = 0
  for (i = 1; i <= n; i++) {
    if (is_comment(L[i])) continue
    t = L[i]; sub(/^[ \t]+/, "", t)
    if (substr(t, 1, 2) == "})") {
      if (sp == 0) { error(i, 1, "'})' closes no region"); continue }
      regionEnd[st[sp--]] = i
    }
    t = L[i]; sub(/[ \t]+$/, "", t)
    if (substr(t, length(t) - 1) == "({") st[++sp] = i
  }
  if (sp > 0) error(st[sp], 1, "region opened here is never closed")
}

# Comments are kept and never read: they are not IR.
function is_comment(line) { return line ~ /^[ \t]*\/\// }

# The op a line holds (`%a, %b:2 = "name"(...`), or "" for other lines.
function op_name(line,   s) {
  if (!match(line, /^[ \t]*(%[^"=]*= )?"[A-Za-z_][A-Za-z0-9_.$]*"\(/))
    return ""
  s = substr(line, RSTART, RLENGTH - 2)
  return substr(s, index(s, "\"") + 1)
}

function op_col(line) { return index(line, "\"") }

function is_host_cuda_op(name) {
  return name == "cuda.cast" || name == "cuda.launch_ex" ||
         name == "cuda.return_if_error" || name ~ /^cuda\.launch_cfg\./
}

# A func.func holding cuda.* ops is host launch code: hostEnd[opener] =
# closer. cuda.kernel openers: kernelEnd[opener] = closer.
function mark_host_functions(   i, j, name) {
  for (i = 1; i <= n; i++) {
    if (!(i in regionEnd)) continue
    name = op_name(L[i])
    if (name == "cuda.kernel") {
      kernelEnd[i] = regionEnd[i]; kernelCloser[regionEnd[i]] = i
      continue
    }
    if (name != "func.func") continue
    for (j = i + 1; j < regionEnd[i]; j++)
      if (substr(op_name(L[j]), 1, 5) == "cuda.") { hostEnd[i] = regionEnd[i]; break }
  }
  mark_cuda_aliases()
}

# Aliases of cuda types (`!cfg = !cuda.launch_cfg<...>`) go with the host
# code; a use left in kept code is reported by check_cuda.
function mark_cuda_aliases(   i, t) {
  for (i = 1; i <= n; i++) {
    t = L[i]
    if (t !~ /^[!#][A-Za-z0-9_.$]+ = /) continue
    if (index(strip_strings(t), "cuda.")) {
      dropAlias[i] = 1
      sub(/ = .*/, "", t); cudaAlias[t] = i; nCudaAlias++
    }
  }
}

# Writes one comment in place of a host function, after checking that
# every cuda op in it is one of the launch ops.
function drop_host(i,   j, name, sym, callees, nops, c, t) {
  sym = prop_value(L[i], "sym_name"); gsub(/"/, "", sym)
  callees = ""; nops = 0
  for (j = i + 1; j < hostEnd[i]; j++) {
    name = op_name(L[j])
    if (name == "") continue
    nops++
    if (substr(name, 1, 5) == "cuda." && !is_host_cuda_op(name))
      error(j, op_col(L[j]), "unknown cuda op '" name "'")
    if (name == "cuda.launch_ex") {
      c = prop_value(L[j], "callee")
      if (!index(" " callees " ", " " c " ")) callees = callees (callees == "" ? "" : " ") c
    }
  }
  t = L[i]; sub(/[^ \t].*/, "", t)
  out[++nout] = t "// import-cute-dsl: dropped host function @" sym " (" nops \
    " ops of launch code" (callees == "" ? "" : ", launches " callees) \
    "); cute-c's runtime launches kernels"
}

# Reports cuda ops, types and attributes left in kept code.
function check_cuda(i, line,   s, name, a) {
  if (!index(line, "cuda") && !nCudaAlias) return
  name = op_name(line)
  if (substr(name, 1, 5) == "cuda.") {
    if (is_host_cuda_op(name))
      error(i, op_col(line), "'" name "' outside a host function")
    else if (name == "cuda.return")
      error(i, op_col(line), "'cuda.return' outside a cuda.kernel")
    else
      error(i, op_col(line), "unknown cuda op '" name "'")
    return
  }
  s = strip_strings(line)
  if (match(s, /[!#]cuda\.[A-Za-z0-9_.]*/)) {
    a = substr(s, RSTART, RLENGTH)
    error(i, input_col(i, a), "cuda type or attribute '" a "' outside a host function")
  }
  for (a in cudaAlias)
    if (match(s, regex_quote(a) "([^A-Za-z0-9_.$]|$)"))
      error(i, input_col(i, a), "alias " a " (a cuda type, line " cudaAlias[a] ") outside a host function")
}

function regex_quote(s) { gsub(/[.$]/, "[&]", s); return s }

# The column of text in input line i (errors quote the input, not the
# rewritten line).
function input_col(i, text) { return index(L[i], text) ? index(L[i], text) : 1 }

# ---- cuda.kernel -> gpu.func ----------------------------------------------

# `"cuda.kernel"() <{arg_attrs, function_type, sym_name}> ({` becomes
# `"gpu.func"() <{arg_attrs, function_type}> ({`: sym_name is an
# attribute of gpu.func, not a property (MLIR 22 drops it from the
# properties without a word). No known_block_size beside nvvm.reqntid:
# the GPU lowering turns it into .maxntid, and ptxas refuses a kernel
# with both .maxntid and .reqntid.
function kernel_opener(i,   line, p, q, np, parts, k, kept, nk) {
  line = L[i]
  p = index(line, "<{")
  q = p ? match_close(line, p + 1) : 0
  if (!q) { error(i, op_col(line), "cuda.kernel without properties"); return line }
  np = split_top(substr(line, p + 2, q - p - 2), parts)
  nk = 0
  for (k = 1; k <= np; k++) {
    if (entry_key(parts[k]) == "sym_name") kernelSym[i] = entry_value(parts[k])
    else kept[++nk] = parts[k]
  }
  if (!(i in kernelSym)) error(i, op_col(line), "cuda.kernel without sym_name")
  line = substr(line, 1, p + 1) join(kept, nk) substr(line, q)
  sub(/"cuda\.kernel"/, "\"gpu.func\"", line)
  return line
}

# `}) {cu_attrs = {...}, cute.kernel, gpu.kernel, nvvm.reqntid = ...}`:
# cu_attrs names cuda attributes MLIR cannot parse; its text is kept as
# the string attribute cute.cu_attrs. sym_name comes from the opener.
function kernel_closer(i,   line, opener, p, q, np, parts, k, kept, nk) {
  line = L[i]; opener = kernelCloser[i]
  p = index(line, "{")
  q = p ? match_close(line, p) : 0
  nk = 0
  if (q) {
    np = split_top(substr(line, p + 1, q - p - 1), parts)
    for (k = 1; k <= np; k++) {
      if (entry_key(parts[k]) == "cu_attrs") {
        kept[++nk] = "cute.cu_attrs = \"" escape(entry_value(parts[k])) "\""
      } else kept[++nk] = parts[k]
    }
  }
  if (opener in kernelSym) kept[++nk] = "sym_name = " kernelSym[opener]
  sort_entries(kept, nk)
  if (q) return substr(line, 1, p) join(kept, nk) substr(line, q)
  p = index(line, "})")
  return substr(line, 1, p + 1) " {" join(kept, nk) "}" substr(line, p + 2)
}

# ---- ops inside kernels ----------------------------------------------------

function rewrite_op(i, line,   name) {
  name = op_name(line)
  if (name == "cuda.return" && i < inKernel) {
    sub(/"cuda\.return"/, "\"gpu.return\"", line)
    return line
  }
  if (name == "vector.splat") {
    # Removed in MLIR 22; a scalar broadcast is the same op.
    sub(/"vector\.splat"/, "\"vector.broadcast\"", line)
    return line
  }
  if (substr(name, 1, 5) == "nvvm.") return rewrite_nvvm(i, line, name)
  return line
}

# ---- NVVM: NVIDIA's names and forms -> MLIR 22's ---------------------------

# Splits an op line into OP_HEAD (through the operand list, name
# excluded), OP_PROPS[1..OP_NP] (the properties) and OP_TAIL (the rest).
function split_op(line, name,   p, q, r) {
  p = index(line, "\"" name "\"(")
  OP_PRE = substr(line, 1, p - 1)
  r = index(substr(line, p), ")") + p - 1
  OP_HEAD = substr(line, p + length(name) + 2, r - p - length(name) - 1)
  OP_NP = 0; OP_TAIL = substr(line, r + 1)
  if (substr(OP_TAIL, 1, 3) == " <{") {
    q = match_close(OP_TAIL, 3)
    if (q && substr(OP_TAIL, q + 1, 1) == ">") {
      OP_NP = split_top(substr(OP_TAIL, 4, q - 4), OP_PROPS)
      OP_TAIL = substr(OP_TAIL, q + 2)
    }
  }
}

function join_op(name,   props) {
  props = OP_NP ? " <{" join(OP_PROPS, OP_NP) "}>" : ""
  return OP_PRE "\"" name "\"" OP_HEAD props OP_TAIL
}

function prop_index(key,   k) {
  for (k = 1; k <= OP_NP; k++) if (entry_key(OP_PROPS[k]) == key) return k
  return 0
}

function prop_remove(key,   k) {
  k = prop_index(key)
  if (!k) return
  for (; k < OP_NP; k++) OP_PROPS[k] = OP_PROPS[k + 1]
  delete OP_PROPS[OP_NP--]
}

function prop_set(key, value,   k) {
  k = prop_index(key)
  if (!k) k = ++OP_NP
  OP_PROPS[k] = key " = " value
  sort_entries(OP_PROPS, OP_NP)
}

# The parameter of an enum attribute: `#nvvm.mbar_scope<cta>` -> cta.
function enum_param(key,   k, v) {
  k = prop_index(key)
  if (!k) return ""
  v = entry_value(OP_PROPS[k])
  if (!match(v, /<[^<>]*>$/)) return v
  return substr(v, RSTART + 1, RLENGTH - 2)
}

function rewrite_nvvm(i, line, name,   new, k) {
  split_op(line, name)
  prop_remove("useIntrinsic")      # NVIDIA's choice of intrinsic or PTX
  new = name
  if (name == "nvvm.vote.ballot.sync") {
    new = "nvvm.vote.sync"; prop_set("kind", "#nvvm<vote_sync_kind ballot>")
  } else if (name == "nvvm.fmax") {
    # Not an op in MLIR 22. PTX max.f32 returns the other operand when one
    # is NaN: that is arith.maxnumf, which lowers to the same instruction.
    if (OP_NP) error(i, op_col(line), "nvvm.fmax with properties has no MLIR 22 counterpart")
    else new = "arith.maxnumf"
  } else if (name == "nvvm.barrier") {
    # MLIR 22 adds a third optional operand, the reduction predicate.
    k = prop_index("operandSegmentSizes")
    if (k && OP_PROPS[k] ~ /^operandSegmentSizes = array<i32: [0-9]+, [0-9]+>$/)
      sub(/>$/, ", 0>", OP_PROPS[k])
  } else if (name ~ /^nvvm\.mbarrier\.(init|inval|arrive|arrive\.expect_tx|arrive\.nocomplete|test\.wait|try_wait\.parity)\.shared$/) {
    new = substr(name, 1, length(name) - 7)   # the pointer type says shared
  } else if (name == "nvvm.mbarrier.txn") {
    new = mbarrier_txn(i, line)
  } else if (name == "nvvm.mbarrier.wait.parity") {
    new = mbarrier_wait(i, line)
  }
  return join_op(new)
}

# nvvm.mbarrier.txn {kind, scope, space}: one MLIR 22 op per kind; the
# space is the address space of the pointer there, so it must agree.
function mbarrier_txn(i, line,   kind, new, space, as) {
  kind = enum_param("kind"); space = enum_param("space")
  if (kind == "arrive") new = "nvvm.mbarrier.arrive"
  else if (kind == "arrive_expect_tx") new = "nvvm.mbarrier.arrive.expect_tx"
  else if (kind == "expect_tx") new = "nvvm.mbarrier.expect_tx"
  else { error(i, op_col(line), "nvvm.mbarrier.txn of kind '" kind "' has no MLIR 22 op"); return "nvvm.mbarrier.txn" }
  as = match(OP_TAIL, /^ : \(!llvm\.ptr<[0-9]+>/) ? substr(OP_TAIL, RSTART + 14, RLENGTH - 15) : "0"
  if (!((space == "cta" && as == "3") || (space == "cluster" && as == "7"))) {
    error(i, op_col(line), "nvvm.mbarrier.txn: space '" space "' with a pointer of address space " as)
    return "nvvm.mbarrier.txn"
  }
  prop_remove("kind"); prop_remove("space")
  return mbarrier_scope(i, line, new)
}

# nvvm.mbarrier.wait.parity {kind = try|test, scope} -> i1.
function mbarrier_wait(i, line,   kind, new) {
  kind = enum_param("kind")
  if (kind == "try") new = "nvvm.mbarrier.try_wait"
  else if (kind == "test") new = "nvvm.mbarrier.test.wait"
  else { error(i, op_col(line), "nvvm.mbarrier.wait.parity of kind '" kind "' has no MLIR 22 op"); return "nvvm.mbarrier.wait.parity" }
  prop_remove("kind")
  return mbarrier_scope(i, line, new)
}

function mbarrier_scope(i, line, new,   scope) {
  scope = enum_param("scope")
  if (scope == "") return new
  if (scope != "cta" && scope != "cluster") {
    error(i, op_col(line), "mbarrier scope '" scope "' has no MLIR 22 counterpart")
    return new
  }
  prop_set("scope", "#nvvm.mem_scope<" scope ">")
  return new
}

# ---- text of attributes ----------------------------------------------------

# Index of the quote that ends the string opened at position p of s.
function skip_string(s, p,   n, c) {
  n = length(s)
  for (p++; p <= n; p++) {
    c = substr(s, p, 1)
    if (c == "\\") p++
    else if (c == "\"") return p
  }
  return n
}

# Index of the bracket that closes the one at position p of s (0 if
# none). Strings are skipped; `->` is an arrow, not a bracket.
function match_close(s, p,   n, d, c) {
  n = length(s); d = 0
  for (; p <= n; p++) {
    c = substr(s, p, 1)
    if (c == "\"") p = skip_string(s, p)
    else if (c == "-" && substr(s, p + 1, 1) == ">") p++
    else if (c == "(" || c == "[" || c == "{" || c == "<") d++
    else if (c == ")" || c == "]" || c == "}" || c == ">") { if (--d == 0) return p }
  }
  return 0
}

# Splits `a = 1, b = {c, d}, e` at its top-level commas into parts[1..].
function split_top(s, parts,   n, d, c, p, start, np) {
  n = length(s); d = 0; start = 1; np = 0
  for (p = 1; p <= n; p++) {
    c = substr(s, p, 1)
    if (c == "\"") p = skip_string(s, p)
    else if (c == "-" && substr(s, p + 1, 1) == ">") p++
    else if (c == "(" || c == "[" || c == "{" || c == "<") d++
    else if (c == ")" || c == "]" || c == "}" || c == ">") d--
    else if (c == "," && d == 0) { parts[++np] = trim(substr(s, start, p - start)); start = p + 1 }
  }
  if (trim(substr(s, start)) != "") parts[++np] = trim(substr(s, start))
  return np
}

# The text with every string's contents removed (`"a{b"` -> `""`).
function strip_strings(s,   out, p, q) {
  out = ""
  while ((p = index(s, "\"")) > 0) {
    q = skip_string(s, p)
    out = out substr(s, 1, p); s = substr(s, q)
    if (s == "") break
    out = out "\""; s = substr(s, 2)
  }
  return out s
}

# s as the body of an MLIR string (backslashes and quotes escaped; done by
# hand, as awks disagree on backslashes in sub's replacement).
function escape(s,   out, c, p) {
  out = ""
  for (p = 1; p <= length(s); p++) {
    c = substr(s, p, 1)
    out = out (c == "\\" || c == "\"" ? "\\" : "") c
  }
  return out
}

function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
function entry_key(e) { sub(/ = .*/, "", e); return e }
function entry_value(e) { return index(e, " = ") ? substr(e, index(e, " = ") + 3) : "" }

# The value of property `key` of the op on a line (`<{...}>`), or "".
function prop_value(line, key,   p, q, np, parts, k) {
  p = index(line, "<{"); q = p ? match_close(line, p + 1) : 0
  if (!q) return ""
  np = split_top(substr(line, p + 2, q - p - 2), parts)
  for (k = 1; k <= np; k++) if (entry_key(parts[k]) == key) return entry_value(parts[k])
  return ""
}

# Sorts entries by key, as MLIR prints them.
function sort_entries(a, n,   i, j, t) {
  for (i = 2; i <= n; i++) {
    t = a[i]
    for (j = i - 1; j >= 1 && entry_key(a[j]) > entry_key(t); j--) a[j + 1] = a[j]
    a[j + 1] = t
  }
}

function join(a, n,   s, k) {
  s = ""
  for (k = 1; k <= n; k++) s = s (k > 1 ? ", " : "") a[k]
  return s
}
