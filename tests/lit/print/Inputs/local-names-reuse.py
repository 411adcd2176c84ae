# Writes three functions whose local names go through the reader's
# table of local names as it grows, shrinks and grows again within its
# allocation: @a binds 600 names (the table grows to 1,024 slots); @b
# binds 10 named values; @c binds the same 10 names and 1,500 more.
# Before @c the table is cleared down to its smallest size (64 slots),
# and @b's names lie in the slots past it: sizing the table up for @c
# within its allocation must clear them, or @c's names read as @b's.
import sys

out = []
out.append('define i32 @a(i32 %x) {')
prev = '%x'
for i in range(600):
    out.append('  %%a%d = add i32 %s, %d' % (i, prev, i))
    prev = '%%a%d' % i
out.append('  ret i32 %s' % prev)
out.append('}')
out.append('')
out.append('define i32 @b(i32 %x) {')
prev = '%x'
for i in range(10):
    out.append('  %%v%d = add i32 %s, %d' % (i, prev, i))
    prev = '%%v%d' % i
out.append('  ret i32 %s' % prev)
out.append('}')
out.append('')
out.append('define i32 @c(i32 %x) {')
prev = '%x'
for i in range(10):
    out.append('  %%v%d = mul i32 %s, %d' % (i, prev, i + 1))
    prev = '%%v%d' % i
for i in range(1500):
    out.append('  %%c%d = sub i32 %s, %d' % (i, prev, i))
    prev = '%%c%d' % i
out.append('  ret i32 %s' % prev)
out.append('}')
sys.stdout.write('\n'.join(out) + '\n')
