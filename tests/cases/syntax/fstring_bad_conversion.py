x = f"{x!z}"
