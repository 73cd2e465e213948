value = "text"
print(f"{value:>5}")
print(f"{value:d}")
