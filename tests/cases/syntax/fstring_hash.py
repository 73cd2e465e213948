x = f"{x # comment}"
