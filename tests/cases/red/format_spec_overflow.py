# Red team 2 (issue 10), program 109_format_spec_overflow.
# attacks: format-spec / %-format integer parsing overflow (width/precision near 2**31, 2**63, 2**64)
_print = print  # trimmed: hex values like 0x110000 read as addresses to the runner
def print(*a, **k): _print(*[str(x).replace('0x', '0x_') for x in a], **k)
tests = [
    lambda: format(1, '9223372036854775808d'),
    lambda: format(1.5, '.2147483648f'), lambda: format(1.5, '.9223372036854775807f'),
    lambda: format('s', '.18446744073709551616'), lambda: format(1, ',_d'),
    lambda: format(1, '_,d'), lambda: format(1, '=^10s'), lambda: format('x', '=10'),
    lambda: format(1.0, 'z.2f'), lambda: format(-0.0, 'z.1f'), lambda: format(1, '#_b'),
    lambda: format(2**64, '_x'), lambda: format(1, 'c'), lambda: format(0x110000, 'c'),
    lambda: format(-1, 'c'), lambda: format(1.5, 'n'), lambda: format(12345678, 'n'),
    lambda: format(1+2j, '>20.3e'), lambda: format(1+2j, '=10'), lambda: format(1j, '010'),
    lambda: '%.*f' % (-1, 1.0), lambda: '%*.*f' % (5, 2**31, 1.0),
    lambda: '%.2147483648f' % 1.0, lambda: '%(a)s %(b)s' % {'a': 1},
    lambda: '%c' % 0x110000, lambda: '%c' % -1, lambda: '%c' % 'ab', lambda: '%x' % 1.5,
    lambda: '%d' % '1', lambda: '%s %s' % (1,), lambda: '%s' % (1, 2), lambda: '%' % (),
    lambda: '%z' % 1, lambda: '%(a' % {'a': 1}, lambda: b'%s' % 'x', lambda: b'%c' % 256,
    lambda: b'%*b' % (-5, b'a'), lambda: '{:{}}'.format(1, 10**20), lambda: '{0:{0}}'.format(5),
    lambda: '{:{:{}}}'.format(1, 2, 3), lambda: '{!z}'.format(1), lambda: '{0[}'.format([1]),
    lambda: '{0.}'.format(1), lambda: '{0[0]'.format([1]), lambda: '{}{1}'.format(1, 2),
    lambda: '{:%Y}'.format(1), lambda: '{0:>{1}.{2}}'.format('abc', 9, 2), lambda: '{a.real:{b}}'.format(a=3, b=''),
    lambda: format(10**4400, 'd'), lambda: format(10**4400, 'x')[:5], lambda: f"{10**4300:,}"[:5],
    lambda: format(1e300, '.1000f')[:10], lambda: format(1e-300, '.1000e')[:10], lambda: format(float('nan'), '010.3f'),
    lambda: format(float('-inf'), '+010'), lambda: format(True, 'x'), lambda: format(None, ''), lambda: format(None, 'x'),
    lambda: '{:\x00<5}'.format('a'), lambda: '{:\U0010ffff^7}'.format('a'), lambda: format(1, '\U0010ffff<5'),
]
for i, t in enumerate(tests):
    try: r = t(); print(i, repr(r)[:60])
    except Exception as e: print(i, type(e).__name__, e)
