for ch in 'héllo':
    print(ch, end='|')
print()
