# Red team 2 (issue 10), program 115_int_to_bytes_huge.
# attacks: int.to_bytes / from_bytes with huge lengths and __index__ lengths
class I:
    def __index__(self): return 2**40
try: print(len((1).to_bytes(I(), 'big')))
except (OverflowError, MemoryError) as e: print(type(e).__name__, e)
try: print(len((1).to_bytes(2**62, 'little')))
except (OverflowError, MemoryError) as e: print(type(e).__name__, e)
print(len((1).to_bytes(10**7, 'big')))
x = int.from_bytes(b'\xff' * 10**7, 'big')
print(x.bit_length())
print(int.from_bytes(iter([1, 2, 3]), 'big'))
try: int.from_bytes([256], 'big')
except ValueError as e: print("VE", e)
print("AFTER")
