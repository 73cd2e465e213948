for i in range(3):
    try:
        continue
    finally:
        print('f', i)
