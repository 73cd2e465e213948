# Red team 2 (issue 10), program 202_empty_list_slice_assign.
# attacks: slice assignment of an empty sequence to an empty list (items NULL): UBSan memcpy(NULL, 0) at builtins/list.c:403 without any __index__ (simplest trigger of known finding 5's line)
x = []
x[:] = []
print(x)
