# Writes a function with dominance errors spread through it, the last
# ones in its last third: uses before the definition in a block, from a
# block the definition does not dominate, on a phi's edge, an instruction
# using itself, and uses in unreachable blocks (allowed).
import sys
out = ['define i32 @f(i32 %a, i1 %c) {', 'entry:', '  br label %b0']
n = 60
for i in range(n):
    out.append('b%d:' % i)
    out.append('  %%x%d = add i32 %%a, %d' % (i, i))
    if i % 10 == 3:
        out.append('  %%u%d = add i32 %%w%d, 1' % (i, i))   # use before def
        out.append('  %%w%d = add i32 %%a, 2' % i)
    if i % 10 == 7:
        out.append('  %%s%d = add i32 %%s%d, 1' % (i, i))   # itself
    out.append('  br i1 %%c, label %%l%d, label %%r%d' % (i, i))
    out.append('l%d:' % i)
    out.append('  %%y%d = add i32 %%x%d, 1' % (i, i))
    out.append('  br label %%j%d' % i)
    out.append('r%d:' % i)
    if i % 10 == 5:
        out.append('  %%z%d = add i32 %%y%d, 1' % (i, i))   # l does not dominate r
    out.append('  br label %%j%d' % i)
    out.append('j%d:' % i)
    if i % 10 == 9:
        out.append('  %%p%d = phi i32 [ %%y%d, %%l%d ], [ %%y%d, %%r%d ]' % (i, i, i, i, i))  # bad edge
    out.append('  br label %%b%d' % (i + 1))
out.append('b%d:' % n)
out.append('  ret i32 %x0')
out.append('dead:')
out.append('  %d1 = add i32 %d2, 1')
out.append('  %d2 = add i32 %d1, 1')
out.append('  br label %dead')
out.append('}')
sys.stdout.write('\n'.join(out) + '\n')
