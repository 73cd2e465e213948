print(int(-0.0), int(-0.5), int(0.99999), int(-1e-300))
