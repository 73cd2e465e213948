# Red team 2 (issue 10), program 200_sort_key_empty_slice_assign.
# attacks: slice assignment of an empty sequence to the list being sorted (detached, items NULL) from inside the sort key: UBSan memcpy(NULL) in list.c (sibling of known finding 5)
l = [2, 1]
l.sort(key=lambda v: l.__setitem__(slice(None), []) or v)
print(l)
