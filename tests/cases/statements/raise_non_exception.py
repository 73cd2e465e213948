try:
    raise "string"
except TypeError as e:
    print("TypeError:", e)
try:
    raise int
except TypeError as e:
    print("TypeError:", e)
class NotExc:
    pass
try:
    raise NotExc()
except TypeError as e:
    print("TypeError:", e)
