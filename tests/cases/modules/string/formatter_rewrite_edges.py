import string

f = string.Formatter()
for s in ['{}{1}', '{1}{}', '{0}{x}{}', '{}{:{}}', '{:{}}{}', '{0:{}}', '{x:{1}}',
          '{:{:{}}}', '{!a}', '{!r:>8}', '{0.imag}{0.real}', '{2[k]}{1[0]}']:
    try:
        print(repr(s), repr(f.format(s, 3.5, [7, 8], {'k': 'v'}, 'é', x=9)))
    except Exception as e:
        print(repr(s), type(e).__name__, e)


class Tracking(string.Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        print('used', sorted(map(str, used_args)))

    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value).upper()
        return super().convert_field(value, conversion)


t = Tracking()
print(t.format('{a!u}-{0}-{b.real}', 'z', a='hi', b=2))
print(t.format('{}{}', 'p', 'q'))
for conv in ('s', 'r', 'a', None, 'x', 'rr'):
    try:
        print(conv, repr(f.convert_field('é', conv)))
    except ValueError as e:
        print(conv, type(e).__name__, e)
print(f.get_field('0.real', [5], {}), f.get_field('k[1]', (), {'k': 'ab'}))
try:
    f.get_field('0.nope', [5], {})
except AttributeError as e:
    print(type(e).__name__, e)
try:
    f.vformat('{:{:{:{}}}}', (1, 2, 3, 4), {})
except ValueError as e:
    print(type(e).__name__, e)
