for a in [True, False]:
    for b in [True, False]:
        if a:
            if b:
                print("both")
            else:
                print("a only")
        elif b:
            print("b only")
        else:
            print("neither")
