#!/usr/bin/env bash
# exports.sh HEADER [CC] - the functions the public header declares, one a
# line, sorted: what libconverge.so exports (the linker's version script
# is made from this list) and what the install test expects `nm -D` to
# show.  The header is preprocessed first, so comments do not count.
set -euo pipefail
hdr=${1:?usage: exports.sh HEADER [CC]}
cc=${2:-cc}
"$cc" -E -P -x c "$hdr" |
	grep -o '\bcv_[a-z0-9_]*[[:space:]]*(' |
	sed 's/[[:space:]]*($//' | sort -u
