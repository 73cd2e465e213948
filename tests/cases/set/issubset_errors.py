print({1}.issubset([1, 2]))
{1}.issubset(5)
