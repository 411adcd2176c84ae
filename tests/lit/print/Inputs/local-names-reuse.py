# Writes three functions whose local names go through the reader's
# table of local names as it grows, shrinks and grows again within its
# allocation: @a binds 600 names (the table grows to 1,024 slots); @b
# binds 10 named values; @c binds the same 10 names and 1,500 more.
# Before @c the table is cleared down to its smallest size (64 slots),
# and @b's names lie in the slots past it: sizing the table up for @c
# within its allocation must clear them, or @c's names read as @b's.
import sys

out = []


def chain(prefix, op, n, prev, step=0):
    """n instructions %<prefix>0.. each using the one before; the last."""
    for i in range(n):
        out.append('  %%%s%d = %s i32 %s, %d' % (prefix, i, op, prev, i + step))
        prev = '%%%s%d' % (prefix, i)
    return prev


def function(name, *chains):
    out.append('define i32 @%s(i32 %%x) {' % name)
    prev = '%x'
    for prefix, op, n, step in chains:
        prev = chain(prefix, op, n, prev, step)
    out.append('  ret i32 %s' % prev)
    out.append('}')


function('a', ('a', 'add', 600, 0))
out.append('')
function('b', ('v', 'add', 10, 0))
out.append('')
function('c', ('v', 'mul', 10, 1), ('c', 'sub', 1500, 0))
sys.stdout.write('\n'.join(out) + '\n')
