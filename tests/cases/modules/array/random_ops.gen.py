# Randomized mutation sequences over every typecode (slice assignment and deletion with
# steps, insert/pop/remove, extend/+=/*=, self-aliasing), each followed by the array's
# contents: a differential run of a fixed set of seeds.
import random
r = random.Random(20261127)
tcs = 'bBhHiIlLqQfdu'
lines = ['from array import array as A', 'def V(tc, k):', "    return chr(97 + k % 26) if tc == 'u' else (k % 100) * (1.5 if tc in 'fd' else 1)",
         'def R(f):', '    try:', '        print(repr(f()))', '    except Exception as e:', '        print(type(e).__name__, e)']
for t in range(160):
    tc = r.choice(tcs)
    n = r.randrange(0, 12)
    lines.append(f"a = A('{tc}', [V('{tc}', k) for k in range({n})])")
    lines.append(f"b = A('{tc}', [V('{tc}', k * 7) for k in range({r.randrange(0, 6)})])")
    for _ in range(15):
        i, j, s = r.randrange(-14, 14), r.randrange(-14, 14), r.choice([None, 1, 2, 3, -1, -2, -3])
        op = r.choice([
            f"a[{i}:{j}:{s}] = b", f"a[{i}:{j}:{s}] = a", f"del a[{i}:{j}:{s}]", f"a[{i}:{j}] = b",
            f"a.insert({i}, V('{tc}', {j}))", f"a.pop({i})", f"a.extend(b)", f"a.extend(a)",
            f"a += b", f"a *= {r.randrange(-1, 4)}", f"a.reverse()", f"a.byteswap()", f"a.frombytes(b.tobytes())",
            f"a.remove(V('{tc}', {j}))", f"a.index(V('{tc}', {j}))", f"a.count(V('{tc}', {j}))",
            f"a[{i}]", f"a[{i}:{j}:{s}]", f"a == b", f"a < b", f"a[{i}] = V('{tc}', {j})", f"del a[{i}]",
            f"b = a[{i}:{j}:{s}] * 2", f"list(a)", f"a + b",
        ])
        lines.append(f"R(lambda: exec({op!r}, globals()))" if '=' in op and '==' not in op or op.startswith('del') else f"R(lambda: {op})")
        lines.append("print(a.tolist() if a.typecode != 'u' else a.tounicode())")
print('\n'.join(lines))
