# Reads `lit --show-tests` output and checks that every test it lists (a
# file under the source tree SRC) has a RUN line. Exit status 1 and one
# line per offender otherwise.
import sys

src, listing = sys.argv[1], sys.argv[2]
tests = [line.split(" :: ", 1)[1].strip()
         for line in open(listing) if " :: " in line]
bad = [t for t in tests
       if "RUN:" not in open(src + "/" + t, errors="replace").read()]
for t in bad:
    print("%s: no RUN line (lit would call it UNRESOLVED)" % t)
if not tests:
    print("lit discovered no tests")
    sys.exit(1)
if bad:
    sys.exit(1)
print("every discovered test has a RUN line (%d tests)" % len(tests))
