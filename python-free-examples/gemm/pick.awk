# Keeps a template's lines for a list of set flags: the parts between
# `// #if FLAG` and `// #else` or `// #endif` when FLAG is set, between
# `// #else` and `// #endif` when it is not (they nest); the marker lines
# go. Used by gen-hopper.sh and gen-tensorop.sh:
#   awk -v flags=" TMA NARROW " -f pick.awk TEMPLATE
function active(  i) { for (i = 1; i <= d; ++i) if (!k[i]) return 0; return 1 }
/^\/\/ #if [A-Z]+$/ { k[++d] = index(flags, " " $3 " ") > 0; next }
/^\/\/ #else$/ { if (d) { k[d] = !k[d]; next } }
/^\/\/ #endif$/ { if (d) { --d; next } }
active()
