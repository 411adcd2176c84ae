# Writes functions using 7,000 distinct constant vectors (shuffle masks
# and operands), more than the reader's table of constant vectors by
# their text holds (6,144), each used three times, the uses interleaved,
# some of them long (up to 64 elements) and some folded by LLVM
# (all zero: zeroinitializer; all poison: poison).  A small function
# first, then one padded so that its body is read by two threads (above
# 256 KiB).  Every instruction is printed as it is written but the
# folded ones.
import sys

def mask(k):
    n = (2, 4, 8, 16, 64)[k % 5]
    el = []
    for j in range(n):
        x = (k * 7 + j * 3) % 11
        el.append('i32 poison' if x == 10 else 'i32 %d' % ((k + j) % (2 * n)))
    return n, '<' + ', '.join(el) + '>'

masks = [mask(k) for k in range(7000)]
out = ['define void @small(<2 x i32> %a) {',
       '  %s0 = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> <i32 1, i32 0>',
       '  %z0 = add <2 x i32> %a, <i32 0, i32 0>',
       '  %p0 = add <2 x i32> %a, <i32 poison, i32 poison>',
       '  ret void', '}', '',
       'define void @f(<2 x i32> %a, <4 x i32> %b, <8 x i32> %c, '
       '<16 x i32> %d, <64 x i32> %e) {', 'entry:']
arg = {2: '%a', 4: '%b', 8: '%c', 16: '%d', 64: '%e'}
k = 0
for rep in range(3):
    for n, m in masks:
        v = arg[n]
        out.append('  %%s%d = shufflevector <%d x i32> %s, <%d x i32> %s, '
                   '<%d x i32> %s' % (k, n, v, n, v, n, m))
        out.append('  %%x%d = xor <%d x i32> %s, %s' % (k, n, v, m))
        k += 1
    out.append('  %%r%d = shufflevector <2 x i32> %%a, <2 x i32> %%a, '
               '<2 x i32> <i32 1, i32 0>' % rep)
    out.append('  %%q%d = add <2 x i32> %%a, <i32 0, i32 0>' % rep)
    out.append('  %%w%d = add <2 x i32> %%a, <i32 poison, i32 poison>' % rep)
out += ['  ret void', '}']
sys.stdout.write('\n'.join(out) + '\n')
