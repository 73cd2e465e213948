for src in ["type('Bad', (1,), {})", "class X(1): pass", "class Y(object, 'a'): pass", "type('Z', (object, None), {})", "class W(None): pass", "type('V', (int,), 5)", "type('V', 5, {})", "type(5, (), {})", "type('a', (), {}, 1)", "type('A', ())"]:
    try:
        exec(src)
        print("ok", src)
    except Exception as e:
        print(type(e).__name__, e)
order = []
try:
    class K(object, 3):
        order.append("body ran")
except TypeError as e:
    print(order, e)
