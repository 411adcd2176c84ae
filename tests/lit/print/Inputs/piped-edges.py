# Writes the bodies of print/piped-edges.test (argument: what).
#  long:  a body of 6,000 instructions (more tokens than the ring holds:
#         it wraps), a constant
#         string of 70,000 bytes (a token longer than 65,535), and a
#         label whose name ends 15 bytes before the end of the file (the
#         name's text copied without reading past the input)
#  bad:   the same body with a use of an undefined value past column
#         65,535, for the diagnostic's line, column and caret
import sys

what = sys.argv[1]
out = ['define void @f(ptr %p) {', 'entry:']
for i in range(6000):
    out.append('  %%v%d = add <4 x i32> <i32 1, i32 2, i32 3, i32 %d>, '
               'zeroinitializer' % (i, i % 7))
out.append('  store [70000 x i8] c"%s", ptr %%p' % ('a' * 70000))
if what == 'bad':
    out.append('  %%w = add i32 1, %s%%nope' % (' ' * 70000))
out.append('  br label %x')
out.append('x:')
sys.stdout.write('\n'.join(out) + '\n  ret void\n}')
