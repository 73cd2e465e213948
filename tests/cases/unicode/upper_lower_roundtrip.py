s = 'ÀÉÎÕÜàéîõüÇçÑñ'
print(s.upper(), s.lower(), s.upper().lower() == s.lower(), s.swapcase())
