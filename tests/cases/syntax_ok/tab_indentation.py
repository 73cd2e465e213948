def f(x):
	if x:
		return "tab-indented"
	return "no"
print(f(1), f(0))
