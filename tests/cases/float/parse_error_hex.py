print(float("0.5"))
float("0x1p3")
