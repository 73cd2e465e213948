# A 200 KB line of tuple items whose "(" is never closed (tokcheck used to
# count characters from the line start for every bracket).
print("x = (" + "1," * 100000)
