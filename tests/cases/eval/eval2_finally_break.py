for i in range(3):
    try:
        raise ValueError
    finally:
        break
print('ok', i)
