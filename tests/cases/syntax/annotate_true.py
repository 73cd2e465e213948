True: int = 1
