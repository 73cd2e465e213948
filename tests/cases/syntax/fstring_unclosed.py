x = f"{x"
