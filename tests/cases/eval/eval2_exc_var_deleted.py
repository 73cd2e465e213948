try:
    1/0
except Exception as e:
    pass
print(e)
