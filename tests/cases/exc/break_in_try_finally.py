for i in range(5):
    try:
        if i == 2:
            break
        print("body", i)
    finally:
        print("finally", i)
print("after loop")
