# sys.set_int_max_str_digits at its edges: 0 unlimited, the 640 minimum, int<->str in
# both directions at limit-1/limit/limit+1, power-of-two bases exempt, the messages.
import sys
print(sys.get_int_max_str_digits())
for v in [0, 1, 639, 640, 641, -1, 4300, True, 2**63, 1.5, '700', None]:
    try:
        print(v, sys.set_int_max_str_digits(v), sys.get_int_max_str_digits())
    except Exception as e:
        print(type(e).__name__, e)
try: sys.set_int_max_str_digits()
except Exception as e: print(type(e).__name__, e)
try: sys.set_int_max_str_digits(maxdigits=700); print(sys.get_int_max_str_digits())
except Exception as e: print(type(e).__name__, e)
try: sys.set_int_max_str_digits(700, 1)
except Exception as e: print(type(e).__name__, e)
sys.set_int_max_str_digits(640)
for n in [639, 640, 641]:
    x = 10**(n-1)
    for f in [str, repr, lambda x: '%d' % x, lambda x: f'{x}', lambda x: format(x, ','), lambda x: int(str(x)[:n]) if len(str(x)) else 0]:
        try: r = f(x); print(n, len(r) if isinstance(r, str) else 'int')
        except Exception as e: print(n, type(e).__name__, e)
    try: print(n, len(hex(10**n)), bin(10**n)[:5])
    except Exception as e: print(type(e).__name__, e)
    for s in ['1'*n, '-' + '1'*n, '1_' * (n-1) + '1', ' ' + '1'*n + ' ', '0'*n + '1', '+' + '1' * n]:
        try: print(n, int(s) % 7)
        except Exception as e: print(n, type(e).__name__, e)
    try: print(int('1'*n*2, 16) % 7, int('1'*(n+1), 8) % 7)
    except Exception as e: print(type(e).__name__, e)
    try: print(float('1'*n) > 0)
    except Exception as e: print(type(e).__name__, e)
    try: print(-10**n < 0, str(-10**(n-1))[:3])
    except Exception as e: print(type(e).__name__, e)
    try: print(str(-10**(n))[:3])
    except Exception as e: print(type(e).__name__, e)
sys.set_int_max_str_digits(0)
print(len(str(10**5000)), int('9'*5000) % 9)
sys.set_int_max_str_digits(4300)
try: str(10**4300)
except Exception as e: print(type(e).__name__, e)
print(len(str(10**4299)))
try: int('1'*4301)
except Exception as e: print(type(e).__name__, e)
try: import decimal
except Exception: pass
try: print(b'%d' % 10**4300)
except Exception as e: print(type(e).__name__, e)
try: print(len('{}'.format(10**4300)))
except Exception as e: print(type(e).__name__, e)
try: print(int(b'1' * 4301))
except Exception as e: print(type(e).__name__, e)
try: print(int(bytearray(b'1' * 4300)) % 7)
except Exception as e: print(type(e).__name__, e)
try: print(complex('1'*4301).real > 0)
except Exception as e: print(type(e).__name__, e)
class I(int): pass
try: str(I(10**4300))
except Exception as e: print(type(e).__name__, e)
print(sys.int_info.default_max_str_digits, sys.flags.int_max_str_digits)
