x = 37
if x > 0:
    if x > 10:
        if x > 20:
            if x > 30:
                if x > 40:
                    print(">40")
                else:
                    print("31..40")
            else:
                print("21..30")
print("done")
