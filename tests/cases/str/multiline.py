s = """line one
line two
  indented"""
print(s)
print(len(s.split("\n")))
t = '''single ''quotes'' inside'''
print(t)
