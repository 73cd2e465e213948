print("ab" * True, "ab" * False, "ab" * -1, repr("" * 100), [1] * True, [1] * -3)
