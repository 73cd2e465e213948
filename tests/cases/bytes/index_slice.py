b = b'hello world'
print(b[0], b[-1], b[1:4], b[::2], b[::-1], b[100:], b[-3:])
print(type(b[0]).__name__, type(b[1:2]).__name__)
b[20]
