print({1, 2}.intersection([2, 3]))
{1, 2}.intersection([[1]])
