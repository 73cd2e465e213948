print(1)
# bad Ã( byte
