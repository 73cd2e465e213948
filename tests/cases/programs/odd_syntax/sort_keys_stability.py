people = [("bob", 25, "nyc"), ("alice", 30, "sf"), ("carol", 25, "la"), ("dave", 30, "nyc"), ("eve", 22, "sf")]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people, key=lambda p: p[2], reverse=True))
by_city = sorted(sorted(people, key=lambda p: p[0]), key=lambda p: p[2])
print([p[0] for p in by_city])
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=lambda w: (len(w), w.lower())))
nums = [3, -1, 4, -1, 5, -9, 2, 6]
nums.sort(key=abs)
print(nums, sorted(nums, reverse=True), min(nums, key=abs), max(nums, key=lambda v: (v % 3, v)))
pairs = [(1, "b"), (1, "a"), (0, "z")]
pairs.sort()
print(pairs, sorted({"b": 2, "a": 3, "c": 1}.items(), key=lambda kv: kv[1]))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
data = [5, 2, 8]
try:
    data.sort(key=lambda v: data.append(v) or v)
except ValueError as e:
    print("ValueError:", e)
print(sorted([[2, 1], [1, 2], [1]]), sorted("bca", reverse=True), list(reversed(sorted(range(5)))))
