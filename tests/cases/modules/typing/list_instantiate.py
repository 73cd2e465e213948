from typing import List
print(List[int])
try:
    List()
except TypeError as e:
    print(e)
