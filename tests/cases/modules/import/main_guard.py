def main():
    print('in main', __name__)
if __name__ == '__main__':
    main()
