print(int("٣"), int("１２"), int(" \u2003 7 \n"), int("-0"), int("+0_0"))
