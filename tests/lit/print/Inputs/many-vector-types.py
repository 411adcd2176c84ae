# Writes a function using 320 distinct vector types, more than the
# reader's table of vector types by their text holds (192), each loaded
# and added three times, the uses interleaved; padded so that the body
# is read by two threads (above 256 KiB).  Each add's line is printed as
# it is written.
import sys

types = ['<%d x i%d>' % (n, b)
         for n in (1, 2, 3, 4, 5, 6, 7, 8, 16, 32) for b in range(1, 33)]
out = ['define void @f(ptr %p) {', 'entry:']
k = 0
for rep in range(3):
    for t in types:
        out.append('  %%l%d = load %s, ptr %%p, align 1' % (k, t))
        out.append('  %%a%d = add %s %%l%d, %%l%d' % (k, t, k, k))
        k += 1
pad = 0
while sum(len(line) + 1 for line in out) < 300000:
    out.append('  %%pad%d = add <4 x i32> zeroinitializer, zeroinitializer'
               % pad)
    pad += 1
out += ['  ret void', '}']
sys.stdout.write('\n'.join(out) + '\n')
