m = __import__('math')
print(m.sqrt(4), __import__('string').digits)
__import__('no_such_module_q')
