def make():
    global created
    created = "yes"
make()
print(created)
