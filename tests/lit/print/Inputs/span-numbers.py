# Writes three functions whose bodies are read by two threads (above
# 256 KiB each), for the helper's numbers of span texts (pipe.h): a
# number stands for its text in its own body only, the helper numbering
# each body's texts anew from 1.
#  - @f and @g use different vector types in a different order, each
#    loaded and added three times (the first use reads the type, the
#    second remembers its number, the third takes the type by it), so
#    that the numbers @g's texts get were @f's for other types;
#  - constant vectors of up to 16 bytes, numbered as texts too, are
#    used between them as values and never give a type;
#  - @h writes 1,100 distinct short vector types, more than the helper
#    numbers (1,023): the rest are read by their text.
# Each add's line is printed as it is written.
import sys

def body(name, types, consts, pad_to=300000):
    out = ['define void @%s(ptr %%p) {' % name, 'entry:']
    k = 0
    for rep in range(3):
        for i, t in enumerate(types):
            out.append('  %%l%d = load %s, ptr %%p, align 1' % (k, t))
            out.append('  %%a%d = add %s %%l%d, %%l%d' % (k, t, k, k))
            if consts:
                c_t, c_v = consts[i % len(consts)]
                out.append('  store %s %s, ptr %%p, align 1' % (c_t, c_v))
            k += 1
    pad = 0
    while sum(len(line) + 1 for line in out) < pad_to:
        out.append('  %%pad%d = add <4 x i32> zeroinitializer, '
                   'zeroinitializer' % pad)
        pad += 1
    out += ['  ret void', '}']
    return out

f_types = ['<%d x i%d>' % (n, b) for n in (2, 4, 8) for b in (8, 16, 32, 64)]
g_types = ['<%d x i%d>' % (n, b) for n in (3, 5, 16) for b in (1, 7, 24)]
consts = [('<2 x i8>', '<i8 1, i8 2>'), ('<2 x i16>', '<i16 5, i16 6>')]
h_types = ['<%d x i%d>' % (n, b) for n in range(1, 101) for b in range(1, 12)]
out = body('f', f_types, consts) + [''] + body('g', g_types[::-1], consts)
out += [''] + body('h', h_types, [])
sys.stdout.write('\n'.join(out) + '\n')
