print({1}.union([2]))
{1}.union(3)
