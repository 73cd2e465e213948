ﬁ = "ligature name"
print(fi)
ℌ = 5
print(H)
