# three-argument pow: CPython's ternary_op over int, float, complex
for src in ["pow(1j, 2, 3)", "pow(2, 1j, 3)", "pow(2, 3, 1j)", "pow(2.0, 3, 5)", "pow(2, 3.0, 5)", "pow(2, -1, 5)", "pow(2, 3, 0)", "pow(True, 2, 3)", "pow(2.5, 2, None)", "pow(1j, 2, None)", "pow('a', 2, 3)", "pow(2, 3, 'm')"]:
    try:
        print(eval(src))
    except Exception as e:
        print(type(e).__name__, e)


