#!/usr/bin/env python3
"""irreducible-chain.py K: a kernel with K irreducible cycles one after the
other, each entered at both of its blocks from the block before, with a
ballot in one of them (the shape of bench/tokens-bench.sh's scaling)."""
import sys

k = int(sys.argv[1])
out = ['target triple = "amdgcn-amd-amdhsa"',
       'declare i64 @llvm.amdgcn.ballot.i64(i1) convergent',
       'define void @k(i1 %c, i1 %d, i1 %e) convergent {',
       'entry:', '  br label %b0']
for i in range(k):
    out += ['b%d:' % i, '  br i1 %%c, label %%x%d, label %%y%d' % (i, i),
            'x%d:' % i, '  %%v%d = call i64 @llvm.amdgcn.ballot.i64(i1 %%d)' % i,
            '  br i1 %%d, label %%y%d, label %%b%d' % (i, i + 1),
            'y%d:' % i, '  br i1 %%e, label %%x%d, label %%b%d' % (i, i + 1)]
out += ['b%d:' % k, '  ret void', '}']
print('\n'.join(out))
